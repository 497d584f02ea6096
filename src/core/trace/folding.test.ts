import { describe, expect, it } from 'vitest';
import { foldingOf, oneLine } from './folding';

describe('which statements earn a beat of their own', () => {
  it('folds reads, BEGIN, PayCo’s ledger INSERT and a claim that changed nothing; joins a COMMIT; gives other writes a beat', () => {
    expect(foldingOf('SELECT * FROM idempotency_keys WHERE key = ?', 0)).toBe('read');
    expect(foldingOf('BEGIN IMMEDIATE', 0)).toBe('forward');
    expect(foldingOf('INSERT INTO payco_charges (id) VALUES (?)', 1)).toBe('forward');
    expect(foldingOf("INSERT INTO idempotency_keys (key) VALUES (?) ON CONFLICT(key) DO NOTHING", 0)).toBe('forward');
    expect(foldingOf("INSERT INTO idempotency_keys (key) VALUES (?) ON CONFLICT(key) DO NOTHING", 1)).toBe('beat');
    expect(foldingOf('COMMIT', 0)).toBe('commit');
    expect(foldingOf("UPDATE idempotency_keys SET status = 'done'", 1)).toBe('beat');
  });

  it('writes every statement on one line', () => {
    expect(oneLine('  UPDATE t\n   SET a = ?\n WHERE k = ?  ')).toBe('UPDATE t SET a = ? WHERE k = ?');
  });
});
