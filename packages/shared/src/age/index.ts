export * from './profile-schema';
export * from './profiles';
export * from './grades';
export * from './prompt-ranges';
export * from './wording';
export * from './contrast';
