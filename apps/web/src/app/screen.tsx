import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/index.ts';
import { ScreenLoadTimeoutError } from './lazy-screen.ts';

function ScreenError({ error }: { error: Error }) {
  const { t } = useTranslation();
  // A lazy chunk that timed out or failed to download: usually a new release or a lost connection.
  const notLoaded =
    error instanceof ScreenLoadTimeoutError || /dynamically imported module|chunk/i.test(error.message);
  return (
    <Center py="xl">
      <Alert
        color="red"
        title={t(notLoaded ? 'app.screenError.notLoaded' : 'app.screenError.failed')}
        maw={520}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('app.screenError.hint')}</Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('app.screenError.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };

/** Catches a screen that fails to load or render, so the menu and top bar stay usable. */
class ScreenErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Going to another screen gives it a fresh try.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/** Where a lazy screen renders: a loader while its code arrives, an error with a reload button if it fails. */
export function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        {children}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
