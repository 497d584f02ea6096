export { PayCo, PAYCO_CHARGES_DDL } from './PayCo';
export type { Charge, ChargeRequest } from './PayCo';
