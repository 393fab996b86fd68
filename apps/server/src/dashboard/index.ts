/** What the rest of the server reads from the teacher's settings, and the demo data tool. */
export { getSystemPrompt, getSystemPromptForAge, listSystemPrompts } from './system-prompts';
export { getVoiceliveConfig } from './voicelive-config';
export { pronunciationConfig } from './pronunciation-config';
export { seedDemoData, DEMO_SEED, DEMO_SESSION_COUNT, type DemoSeedResult } from './demo-data';
