export { parseUploadedStory, type ParsedUpload } from './parse-uploaded-story';
export { UploadRejected, MAX_UPLOAD_BYTES, type UploadRejectedCode } from './upload-rejected';
