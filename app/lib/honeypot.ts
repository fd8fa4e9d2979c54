/** The honeypot input's name: hidden from people, tempting for form-filling bots. */
export const HONEYPOT_FIELD = "company_fax";
