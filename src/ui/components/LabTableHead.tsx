import { words } from '../../narration/words';

/** The lab table's header row in the lesson's words, with any extra columns after them. */
export function LabTableHead({ unit, extra = [] }: { unit: 'charge' | 'loan'; extra?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {[...words.lab.columns[unit], ...extra].map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
