/** Helper patterns of spec §5 and contract §9.3–§9.4, shared by cells, paste and conversion. */

const urlPattern = /^(https?|ftps?):\/\/[^\s/$.?#][^\s]*$/i;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/i;
/** Digits, spaces and Nx,._+*()#=;/- — 1 to 100 of them. */
export const phonePattern = /^[0-9NnXx,+._*()#=;/ -]{1,100}$/;

/** A URL with an http, https, ftp or ftps scheme. */
export function isValidUrl(text: string): boolean {
  return urlPattern.test(text.trim());
}

/** An e-mail address like name@host.tld. */
export function isValidEmail(text: string): boolean {
  return emailPattern.test(text.trim());
}

/** A phone number as spec §5 allows it. */
export function isValidPhoneNumber(text: string): boolean {
  return phonePattern.test(text);
}

/** Whether text starts with a scheme, so the grid can link it as it is or prefix https://. */
export function hasUrlScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}
