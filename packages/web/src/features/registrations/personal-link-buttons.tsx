import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { personalLinkMessage, whatsAppShareUrl } from '@sampark/domain/events/registration-links';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy-text';

export interface PersonalLinkButtonsProps {
  /** the invitee's personal link (usePersonalLinks); nothing is shown without one */
  url: string | undefined;
  /** the invitee's name, for the message */
  name?: string | null;
  eventName: string;
}

/**
 * A Final Approved invitee's personal link on the post-approval lists (issue 16): Copy, or Share
 * on WhatsApp — a `wa.me` link with the message and the link, one tap on a phone. For the lead to
 * place in a column of the lists: `const links = usePersonalLinks(eventId, pageMemberIds)`, then
 * `<PersonalLinkButtons url={links.data?.get(row.id)} name={row.fullname} eventName={event.name} />`.
 */
export function PersonalLinkButtons({ url, name, eventName }: PersonalLinkButtonsProps) {
  const { t } = useTranslation('events');
  const [copied, setCopied] = useState(false);
  if (!url) return null;
  const copy = async () => {
    setCopied(await copyText(url));
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={copied ? t('personalLink.copied') : t('personalLink.copy')}>
        <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} aria-label={t('personalLink.copy')} onClick={() => void copy()}>
          {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('personalLink.share')}>
        <ActionIcon
          component="a"
          href={whatsAppShareUrl(personalLinkMessage(name, eventName, url))}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="green"
          aria-label={t('personalLink.share')}
        >
          <IconBrandWhatsapp size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
