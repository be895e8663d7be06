import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/dates';
import type { Pass } from './pass-api';
import { type RegistrationsT, shownOption, useRegistrationsT } from './registration-i18n';
import classes from './pass.module.css';

/** The QR of the check-in code as an SVG data URL (SVG: sharp in print, and needs no canvas). */
export async function qrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A wa.me link that opens WhatsApp with the message (in the sharer's language) and the pass's address, one tap on a phone. */
export function whatsappShareUrl(t: RegistrationsT, pass: Pass, origin: string): string {
  const text = t('pass.shareText', { event: pass.event.name, url: `${origin}${pass.pass_url}` });
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

function eventDates(t: RegistrationsT, pass: Pass): string {
  const from = pass.event.date_from ? formatDate(pass.event.date_from) : '';
  const to = pass.event.date_to ? formatDate(pass.event.date_to) : '';
  return to && to !== from ? t('pass.dates', { from, to }) : from;
}

/**
 * A registrant's pass (issue 16): the event, the name, the attendee type and the QR of the signed
 * check-in code, printable on A6 (pass.module.css), with Print and Share on WhatsApp.
 */
export function PassCard({ pass }: { pass: Pass }) {
  const { t } = useRegistrationsT();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrDataUrl(pass.code).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [pass.code]);

  return (
    <Stack gap="md" align="center">
      <Paper withBorder shadow="sm" radius="md" p="lg" className={classes.pass} role="group" aria-label={t('pass.label')}>
        <Stack gap="xs" align="center" ta="center">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {pass.event.name}
          </Title>
          <Text size="sm" c="dimmed">
            {[eventDates(t, pass), pass.event.location_name].filter(Boolean).join(' · ')}
          </Text>
          {qr ? <Image src={qr} alt={t('pass.code', { code: pass.code })} w={200} h={200} /> : <div style={{ width: 200, height: 200 }} />}
          <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {pass.fullname}
          </Text>
          <Badge size="lg" variant="light" tt="none">
            {pass.relationship === null ? pass.attendee_type : shownOption(t, 'attendeeType', pass.relationship)}
          </Badge>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {pass.code}
          </Text>
          {pass.status === 'Cancelled' && (
            <Badge color="red" tt="none">
              {t('pass.cancelled')}
            </Badge>
          )}
        </Stack>
      </Paper>
      <Group gap="sm" className={classes.actions}>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('pass.print')}
        </Button>
        <Button
          component="a"
          href={whatsappShareUrl(t, pass, window.location.origin)}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
        >
          {t('pass.share')}
        </Button>
      </Group>
    </Stack>
  );
}
