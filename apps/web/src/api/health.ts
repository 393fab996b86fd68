/** The debug API-test panel's checks: proxy and direct health, and the story-context test. */
import { errorMessage, HttpError } from './http';

export type CheckResult = { ok: true; text: string } | { ok: false; text: string };

/** GET a health path and report it the way the debug panel shows it. */
export async function checkHealth(path: string, fetchImpl: typeof fetch = fetch): Promise<CheckResult> {
  try {
    const response = await fetchImpl(path, { headers: { Accept: 'application/json' } });
    const text = await response.text();
    if (!response.ok) return { ok: false, text: `Error: ${response.status} - ${text}` };
    return { ok: true, text };
  } catch (error) {
    return { ok: false, text: `Exception: ${errorMessage(error)}` };
  }
}

export async function runCheck(check: () => Promise<string>): Promise<CheckResult> {
  try {
    return { ok: true, text: await check() };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, text: `Error: ${error.status} - ${error.bodyText}` };
    return { ok: false, text: `Test failed: ${errorMessage(error)}` };
  }
}
