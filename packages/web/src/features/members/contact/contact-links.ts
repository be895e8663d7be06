import { phoneCodeOf } from '@sampark/domain/geo/countries';
import { DEFAULT_COUNTRY_CODE } from '@sampark/domain/options/reference';

/**
 * The list's contact links (seed 000 §2: mailto, tel and a chat link). Numbers are stored as typed,
 * usually without the country code; WhatsApp's chat link needs it, so a number of 10 digits or
 * fewer gets the calling code of the member's country (India's when unknown).
 */
export function digitsOf(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

export function whatsappHref(phone: string | null | undefined, country?: string | null): string | null {
  const digits = digitsOf(phone).replace(/^0+/, '');
  if (!digits) return null;
  const full = digits.length <= 10 ? `${phoneCodeOf(country) ?? DEFAULT_COUNTRY_CODE}${digits}` : digits;
  return `https://wa.me/${full}`;
}

export function telHref(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (!digitsOf(text)) return null;
  // Keep a leading '+'; drop spaces and dashes, which some dialers refuse.
  return `tel:${text.startsWith('+') ? '+' : ''}${digitsOf(text)}`;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  return text ? `mailto:${text}` : null;
}
