import { useEffect, useState } from 'react';
import { runFirstCheckout } from './firstCheckout';
import type { IdempotencyRow } from './core/store';

type State = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; rows: IdempotencyRow[]; statuses: number[] };

/** The first page: proves the whole path (sql.js in the page → store → HTTP handler → rows) works. */
export function App() {
  const [state, setState] = useState<State>({ phase: 'loading' });
  useEffect(() => {
    runFirstCheckout().then(
      (r) => setState({ phase: 'ready', rows: r.rows, statuses: r.statuses }),
      (e: unknown) => setState({ phase: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
  }, []);
  return (
    <main style={{ padding: '1rem' }}>
      <h1>Cloakroom</h1>
      {state.phase === 'loading' && <p role="status">Starting SQLite…</p>}
      {state.phase === 'error' && <p role="alert">{state.message}</p>}
      {state.phase === 'ready' && (
        <>
          <p>Two POST /checkout with the same Idempotency-Key answered {state.statuses.join(' then ')}.</p>
          <table aria-label="idempotency_keys">
            <caption>idempotency_keys</caption>
            <thead>
              <tr>
                {['key', 'fingerprint', 'status', 'response', 'locked_at'].map((c) => (
                  <th key={c} scope="col">{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.rows.map((r) => (
                <tr key={r.key}>
                  <td>{r.key}</td>
                  <td>{r.fingerprint}</td>
                  <td>{r.status}</td>
                  <td>{r.response}</td>
                  <td>{r.locked_at}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  );
}
