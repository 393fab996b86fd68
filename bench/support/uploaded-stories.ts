/**
 * Stories a teacher uploads, as a new user would give the product a passage it has never seen: the
 * bench server's first-run set-up makes an administrator, who signs in and uploads each plain-text
 * file through the dashboard's upload route. The story the child reads is what the server stored
 * (its parser decides the title and paragraphs), read back from the repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../../tests/support/test-server';
import { callAs, multipart, signIn } from '../../tests/teacher/teacher-client';

export type AgeGroup = '6-8' | '9-11' | '12-14';

export interface StoryFile {
  /** Path under the data folder ("held-out/….txt"). */
  file: string;
  ageGroup: AgeGroup;
}

export interface UploadedStory {
  id: string;
  file: string;
  title: string;
  content: string;
  ageGroup: AgeGroup;
}

/** The administrator the first-run set-up makes; benches sign in as it to read the teacher's views. */
export const BENCH_TEACHER = { username: 'bench.teacher', password: 'a bench-only secret' };

export async function uploadStories(server: TestServer, dataDir: string, files: readonly StoryFile[]): Promise<UploadedStory[]> {
  const setup = await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: BENCH_TEACHER });
  if (setup.statusCode !== 201) throw new Error(`first-run set-up failed: ${setup.statusCode} ${setup.body}`);
  const teacher = await signIn(server, BENCH_TEACHER);
  const stories: UploadedStory[] = [];
  for (const story of files) {
    const res = await callAs(server, teacher, {
      method: 'POST',
      url: '/api/v1/dashboard/story',
      ...multipart({ ageGroup: story.ageGroup }, { field: 'story', filename: path.basename(story.file), bytes: readFileSync(path.join(dataDir, story.file)) }),
    });
    if (res.statusCode !== 201) throw new Error(`upload of ${story.file} answered ${res.statusCode}: ${res.body}`);
    const { id } = res.json<{ story: { id: string } }>().story;
    const stored = await server.ctx.repos.stories.get(id);
    if (!stored) throw new Error(`uploaded story ${id} is not in the library`);
    stories.push({ id, file: story.file, title: stored.title, content: stored.content, ageGroup: story.ageGroup });
  }
  return stories;
}
