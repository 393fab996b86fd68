/** The teacher's system prompts and the demo data tool (connection and pronunciation settings live in settings/). */
export { getSystemPrompt, getSystemPromptForAge, listSystemPrompts } from './system-prompts';
export { seedDemoData, DEMO_SEED, DEMO_SESSION_COUNT, type DemoSeedResult } from './demo-data';
