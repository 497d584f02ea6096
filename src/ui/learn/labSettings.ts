import type { LabSettings } from '../../core/lab';
import type { StoryId } from '../../core/trace';
import { words } from '../../narration/words';

/** The lab form's fields, as typed (checked on submit). */
export interface LabFields {
  checkouts: string;
  /** Percent. */
  loss: string;
  attempts: string;
  seed: string;
}

/** The lesson's experiment: 100 checkouts, 20% of answers lost, up to 5 attempts. */
export const LAB_DEFAULTS: LabFields = { checkouts: '100', loss: '20', attempts: '5', seed: '1' };

export const LAB_LIMITS = { checkouts: [1, 10_000], loss: [0, 100], attempts: [1, 10], seed: [0, 999_999] } as const;

/** The form's values as lab settings, or a sentence naming what to fix. */
export function readSettings(fields: LabFields, story: StoryId): LabSettings | string {
  const values: Record<string, number> = {};
  const names: Record<keyof LabFields, string> = { checkouts: words.lab.fields.checkouts[story], ...words.lab.checked };
  for (const name of Object.keys(LAB_LIMITS) as (keyof LabFields)[]) {
    const value = Number(fields[name].trim());
    const [min, max] = LAB_LIMITS[name];
    if (fields[name].trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      return words.lab.mustBeWhole(names[name], min, max);
    }
    values[name] = value;
  }
  return { story, checkouts: values.checkouts!, loss: values.loss! / 100, attempts: values.attempts!, seed: values.seed! };
}
