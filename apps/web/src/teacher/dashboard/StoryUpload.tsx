/**
 * 'Upload New Story': one file picker per grade; choosing a file uploads it at once with the grade's age
 * group. Every picker is disabled while a story uploads; a failure shows the server's reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { GRADE_OPTIONS, type GradeOption } from '@shared/age/grades';
import { STORY_UPLOAD_EXTENSIONS } from '@shared/schemas/dashboard-library';
import { appLogger } from '../../log/logger';
import { serverDetail } from '../../api/http';
import { uploadStory } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';

export function StoryUpload() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, option }: { file: File; option: GradeOption }) => uploadStory(file, option.profileKey),
    // The library under the upload targets lists the new story once it is in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.stories }),
  });
  const uploading = mutation.isPending;

  async function upload(option: GradeOption, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ file, option });
    } catch (error) {
      appLogger.error('Story upload failed', { error: String(error) });
      const detail = serverDetail(error);
      setFailure(detail ? `Failed to upload story: ${detail}` : 'Failed to upload story');
    } finally {
      input.value = '';
    }
  }

  return (
    <section className="tc-card" aria-labelledby="tc-upload-title">
      <h2 id="tc-upload-title">Upload New Story</h2>
      <div className="tc-upload-grid">
        {GRADE_OPTIONS.map((option) => (
          <label key={option.label} className="tc-upload-target">
            <span className="tc-upload-label">{option.label}</span>
            <input
              type="file"
              accept={STORY_UPLOAD_EXTENSIONS.join(',')}
              disabled={uploading}
              onChange={(event) => void upload(option, event)}
            />
          </label>
        ))}
      </div>
      {uploading ? <p role="status">Uploading story...</p> : null}
      {failure ? (
        <p className="tc-error-text" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
