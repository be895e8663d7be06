import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PleaseWait } from '../components/feedback/please-wait';
import { translateMessage } from '../i18n/messages';
import { SERVER_UNREACHABLE, SESSION_CHECK_FAILED } from '../lib/session';

/**
 * The full-screen wait while the stored login is checked. When the check is being retried (a 429,
 * the network, the server) it says why, and offers the way out a user may want: logging out.
 */
export function SessionWait({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PleaseWait fullScreen />
      {message && (
        <Alert color="yellow" pos="fixed" top={16} left={16} right={16} maw={480} mx="auto" style={{ zIndex: 1001 }}>
          <Text size="sm">
            {message === SERVER_UNREACHABLE
              ? t('session.serverUnreachable')
              : message === SESSION_CHECK_FAILED
                ? t('session.checkFailed')
                : translateMessage(message)}
          </Text>
          <Anchor component={Link} to="/logout" size="sm">
            {t('session.logout')}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
