import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { translateMessage } from '../../i18n/messages';
import type { Saved } from './registration-form-api';
import { useRegistrationsT } from './registration-i18n';
import { absoluteUrl, copyText } from '../../lib/copy-text';

/**
 * What a registrant keeps after Submit: the link to change the registration later (signed for
 * this registration only) and the pass. Shown above the form, which is empty again.
 */
export function RegistrationSaved({ saved, mode, onClose }: { saved: Saved; mode: 'register' | 'update'; onClose: () => void }) {
  const { t } = useRegistrationsT();
  const [copied, setCopied] = useState(false);
  const editUrl = absoluteUrl(saved.data.edit_url);
  return (
    <Alert color="green" title={translateMessage(saved.message)} withCloseButton onClose={onClose} role="status">
      <Stack gap="xs">
        <Text size="sm">{mode === 'register' ? t('saved.keepLink') : t('saved.changeAgain')}</Text>
        <Anchor href={editUrl} size="sm" style={{ wordBreak: 'break-all' }}>
          {editUrl}
        </Anchor>
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={() => void copyText(editUrl).then(setCopied)}>
            {copied ? t('saved.copied') : t('saved.copyLink')}
          </Button>
          <Button size="xs" variant="light" component={Link} to={saved.data.pass_url} target="_blank">
            {t('saved.openPass')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
