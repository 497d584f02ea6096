import { words } from './words';

/**
 * A saved response (the `response` column, JSON) in a few words for the coat's tag: its status and
 * the id it carries ("201 · ch_1", "201 · loan 1"). Only reads what the store saved.
 */
export function responseSummary(response: string | null): string {
  const say = words.panels.cloakroom;
  if (response === null) return say.noResponse;
  let value: unknown;
  try {
    value = JSON.parse(response);
  } catch {
    return response.slice(0, 24);
  }
  if (typeof value !== 'object' || value === null) return String(value).slice(0, 24);
  const answer = value as { status?: unknown; body?: unknown };
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : value) as Record<string, unknown>;
  const id = body.chargeId ?? body.id;
  const parts = [typeof answer.status === 'number' ? String(answer.status) : undefined, id !== undefined ? idLabel(body, id) : undefined];
  return parts.filter(Boolean).join(' · ') || say.saved;
}

function idLabel(body: Record<string, unknown>, id: unknown): string {
  if (body.chargeId !== undefined) return String(id);
  if (body.isbn !== undefined) return words.panels.cloakroom.loan(String(id));
  return String(id);
}
