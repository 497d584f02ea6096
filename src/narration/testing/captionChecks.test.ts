import { describe, expect, it } from 'vitest';
import { columnProblems, spanishProblems } from './captionChecks';

describe('what an instructor would correct in a caption', () => {
  it('SQL quoted whole in Spanish, never a WHERE mixed into the clause (issue 29)', () => {
    const en = 'Compare-and-set: SET locked_at = 6200 WHERE locked_at = 1000. 1 row changed: Worker 1 holds k-e515.';
    expect(spanishProblems('Compare-and-set: SET locked_at = 6200 WHERE locked_at = 1000. Cambia 1 fila: el Trabajador 1 tiene k-e515.', en)).toEqual([]);
    expect(spanishProblems('Compare-and-set: SET locked_at = 6,2 s WHERE siga siendo 1 s. Cambia 1 fila: el Trabajador 1 tiene k-e515.', en)).toHaveLength(1);
  });

  it('a worker with its article, and locked_at as the row holds it', () => {
    const en = 'Worker 1 claims k-e515.';
    expect(spanishProblems('El Trabajador 1 reserva k-e515.', en)).toEqual([]);
    expect(spanishProblems('Trabajador 1 reserva k-e515.', en)).toHaveLength(1);
    expect(columnProblems('SET locked_at = 6.2 s WHERE it is still 1 s')).toHaveLength(1);
    expect(columnProblems('SET locked_at = 6200 WHERE locked_at = 1000; lockMs 5 s')).toEqual([]);
  });
});
