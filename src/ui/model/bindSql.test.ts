import { describe, expect, it } from 'vitest';
import { bindSql } from './bindSql';

describe('a statement with its bound values', () => {
  it('puts each bound value where its ? stood, quoted as SQL would', () => {
    const parts = bindSql("UPDATE t SET status = 'done', response = ? WHERE key = ? AND locked_at = ?", ['{"a":1}', "it's", 1000]);
    expect(parts.map((p) => ('text' in p ? p.text : `[${p.literal}]`)).join('')).toBe(
      "UPDATE t SET status = 'done', response = ['{\"a\":1}'] WHERE key = ['it''s'] AND locked_at = [1000]",
    );
  });

  it('leaves a ? inside a literal alone', () => {
    const parts = bindSql("SELECT '?' , ?", [null]);
    expect(parts.map((p) => ('text' in p ? p.text : `[${p.literal}]`)).join('')).toBe("SELECT '?' , [NULL]");
  });
});
