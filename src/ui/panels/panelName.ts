import { createContext } from 'react';

/**
 * The id of an element whose words name the part of the page a panel sits in (a side of a comparison:
 * "A: with PayCo’s key"). A panel adds it to its own name, so two sides' "idempotency_keys" are two
 * regions a screen reader tells apart (axe's landmark-unique); none in the single view.
 */
export const PanelNameContext = createContext<string | undefined>(undefined);
