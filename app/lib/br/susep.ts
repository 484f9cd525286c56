/**
 * A registration number at SUSEP (a brokerage's, a broker's): digits only, as SUSEP's own lookup
 * takes it. One rule for "Dados da corretora" and a staff member's record (decision 060).
 */
export const SUSEP_REGISTRATION = /^\d{5,15}$/;

export const isValidSusepRegistration = (value: string): boolean => SUSEP_REGISTRATION.test(value);
