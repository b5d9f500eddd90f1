/** Good enough to send: something@somewhere.tld, no spaces. The api has the final word (and mails a code to prove the address). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
