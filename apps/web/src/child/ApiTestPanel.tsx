/**
 * Debug panel: health through the page's proxy (/health) and of the API itself (/api/health), the
 * story-context test (POST /api/story-context/test), and the voice provider and session checks, with Retest.
 */
import { useEffect, useState } from 'react';
import { checkHealth, runCheck, type CheckResult } from '../api/health';
import { testStoryContext } from '../api/story-context';
import { appLogger } from '../log/logger';
import type { SessionConfigSource } from '../voice/session-config';
import { VoiceServiceChecks } from './VoiceServiceChecks';

export interface ApiTestPanelProps {
  conversationId: string;
  age: number;
  storyId: string | null;
  sessionConfig?: SessionConfigSource | null;
  onClose: () => void;
}

interface Results {
  proxy: CheckResult | null;
  direct: CheckResult | null;
  storyContext: CheckResult | null;
}

const EMPTY: Results = { proxy: null, direct: null, storyContext: null };

function Row({ label, result }: { label: string; result: CheckResult | null }) {
  return (
    <div className="lc-check">
      <dt>{label}</dt>
      <dd className={result ? (result.ok ? 'lc-ok' : 'lc-fail') : ''}>
        {result ? `${result.ok ? 'OK' : 'Failed'}: ${result.text.slice(0, 200)}` : 'Testing...'}
      </dd>
    </div>
  );
}

export function ApiTestPanel({ conversationId, age, storyId, sessionConfig = null, onClose }: ApiTestPanelProps) {
  const [results, setResults] = useState<Results>(EMPTY);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      checkHealth('/health'),
      checkHealth('/api/health'),
      runCheck(() => testStoryContext({ storyId: storyId ?? 'test', userAge: age, conversationId })),
    ]).then(([proxy, direct, storyContext]) => {
      if (!cancelled) setResults({ proxy, direct, storyContext });
    });
    return () => {
      cancelled = true;
    };
  }, [run, age, conversationId, storyId]);

  const recent = appLogger.recent(5);
  return (
    <section className="lc-card lc-debug" aria-labelledby="lc-debug-title">
      <header className="lc-conversation-header">
        <h2 id="lc-debug-title">API Test (debug)</h2>
        <button type="button" className="lc-icon-button" aria-label="Close API test" onClick={onClose}>
          ✕
        </button>
      </header>
      <dl aria-live="polite">
        <Row label="Proxy /health" result={results.proxy} />
        <Row label="Backend /api/health" result={results.direct} />
        <Row label="Story context test" result={results.storyContext} />
      </dl>
      <VoiceServiceChecks conversationId={conversationId} sessionConfig={sessionConfig} run={run} />
      <button
        type="button"
        className="lc-button lc-button-small"
        onClick={() => {
          setResults(EMPTY);
          setRun((count) => count + 1);
        }}
      >
        Retest
      </button>
      {recent.length > 0 ? (
        <details>
          <summary>Recent client log</summary>
          <ul className="lc-log">
            {recent.map((entry) => (
              <li key={`${entry.atMs}-${entry.message}`}>
                [{entry.level}] {entry.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
