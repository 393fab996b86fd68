/** Help: the developer tools (seed mock data, clear all data) with a caution about production use. */
import { useState } from 'react';
import { CLEAR_DATA_CONFIRM_MESSAGE } from '@shared/constants/dashboard';
import { failureText } from '../../api/http';
import { clearAllData, seedMockData } from '../api/ops-api';
import { AdminOnlyNote } from './AdminOnly';
import { NoticeLine } from './NoticeLine';
import type { Notice } from './useVoiceliveSettings';

export interface HelpPanelProps {
  /** Seeding and clearing are administrator calls; a teacher sees the tools disabled, with the reason. */
  canRunTools?: boolean;
  confirm?: (message: string) => boolean;
}

export function HelpPanel({ canRunTools = true, confirm = (message: string) => window.confirm(message) }: HelpPanelProps) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(action: () => Promise<string>, failure: (error: unknown) => string) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'ok', text: await action() });
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  const seed = () =>
    run(
      async () => {
        const { data_seeded } = await seedMockData();
        return `Seeded ${data_seeded.stories} stories and ${data_seeded.sessions} sessions.`;
      },
      (error) => failureText(error, 'Failed to seed mock data', 'Error seeding mock data. Please try again.'),
    );

  const clear = () =>
    confirm(CLEAR_DATA_CONFIRM_MESSAGE)
      ? run(
          async () => {
            const { cleared_tables } = await clearAllData();
            return `Cleared ${cleared_tables.length} tables: ${cleared_tables.join(', ') || 'none'}.`;
          },
          (error) => failureText(error, 'Failed to clear data', 'Error clearing data. Please try again.'),
        )
      : Promise.resolve();

  return (
    <div className="tc-stack">
      <h3>Developer Tools</h3>
      <p className="tc-caution" role="note">
        ⚠ Caution: these tools are for development and demonstrations. Do not use them on a production system — clearing
        data deletes every session, story and alert, and mock data mixes invented sessions with real ones.
      </p>
      {canRunTools ? null : <AdminOnlyNote action="seed demo data or clear data" />}
      <div className="tc-row">
        <button type="button" className="tc-button" disabled={busy || !canRunTools} onClick={() => void seed()}>
          Seed mock data
        </button>
        <button type="button" className="tc-button tc-danger" disabled={busy || !canRunTools} onClick={() => void clear()}>
          Clear all data
        </button>
      </div>
      <NoticeLine notice={notice} />
    </div>
  );
}
