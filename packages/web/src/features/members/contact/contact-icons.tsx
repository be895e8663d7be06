import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlainIcon, type PlainIconName } from '../../../components/plain/plain-icon';
import { digitsOf, mailtoHref, telHref, whatsappHref } from './contact-links';
import classes from './contact-icons.module.css';

export interface ContactNumbers {
  fullname: string;
  mobile_number: string | null;
  whatsapp: string | null;
  email: string | null;
  /** the member's calling code ('91'); WhatsApp links need it */
  mobile_country_code?: string | null;
}

export type ContactIconKey = 'tel' | 'sms' | 'whatsapp' | 'mail';

interface IconLink {
  key: ContactIconKey;
  label: string;
  href: string;
  color: string;
  icon: PlainIconName;
  external?: boolean;
}

/** A national number (10 digits or fewer) with the member's own calling code in front. */
function withCallingCode(phone: string | null, code: string | null | undefined): string | null {
  const digits = digitsOf(phone).replace(/^0+/, '');
  const prefix = digitsOf(code);
  return digits && prefix && digits.length <= 10 ? `${prefix}${digits}` : phone;
}

/** The WhatsApp chat link of a member's number, with the member's calling code. */
export function whatsappLink(c: Pick<ContactNumbers, 'whatsapp' | 'mobile_country_code'>): string | null {
  return whatsappHref(withCallingCode(c.whatsapp, c.mobile_country_code));
}

/**
 * seed 000 §2 "Contact icons": phone; sms only when there is a mobile but no WhatsApp (WhatsApp
 * is the cheaper channel when it exists); WhatsApp; email.
 */
export function contactIconLinks(c: ContactNumbers, t: TFunction<'contacts'>): IconLink[] {
  const links: IconLink[] = [];
  const tel = telHref(c.mobile_number);
  if (tel) links.push({ key: 'tel', label: t('icons.call', { name: c.fullname }), href: tel, color: 'blue', icon: 'phone' });
  if (tel && !digitsOf(c.whatsapp)) {
    links.push({ key: 'sms', label: t('icons.sms', { name: c.fullname }), href: `sms:${digitsOf(c.mobile_number)}`, color: 'grape', icon: 'message' });
  }
  const wa = whatsappLink(c);
  if (wa) links.push({ key: 'whatsapp', label: t('icons.whatsapp', { name: c.fullname }), href: wa, color: 'green', icon: 'brandWhatsapp', external: true });
  const mail = mailtoHref(c.email);
  if (mail) links.push({ key: 'mail', label: t('icons.email', { name: c.fullname }), href: mail, color: 'gray', icon: 'mail' });
  return links;
}

/** Icon sizes: 'touch' is a 44 px target for thumbs on the phone cards. */
export type ContactIconSize = 'sm' | 'md' | 'lg' | 'touch';
const ICON_PX: Record<ContactIconSize, number> = { sm: 14, md: 18, lg: 20, touch: 22 };

/**
 * The icons as links, in the order phone, sms, WhatsApp, email; `only` picks some of them. Plain
 * links, not Mantine's ActionIcon (issue 32: the sevak's cards render no Mantine components).
 * At the desktop sizes a native `title` stands in for Mantine's Tooltip: the same words on a mouse's
 * hover, without a component per icon that places itself on mount. A finger does not hover: the
 * phone's cards ('touch') go without.
 */
export function ContactIcons({ contact, size = 'md', only }: { contact: ContactNumbers; size?: ContactIconSize; only?: ContactIconKey[] }) {
  const { t } = useTranslation('contacts');
  const links = contactIconLinks(contact, t).filter((l) => !only || only.includes(l.key));
  if (links.length === 0) return null;
  return (
    <div className={classes.icons} data-size={size}>
      {links.map(({ key, label, href, color, icon, external }) => (
        <a
          key={key}
          className={`${classes.icon} ${classes[color]}`}
          data-size={size}
          href={href}
          aria-label={label}
          title={size === 'touch' ? undefined : label}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer' : undefined}
        >
          <PlainIcon name={icon} size={ICON_PX[size]} />
        </a>
      ))}
    </div>
  );
}
