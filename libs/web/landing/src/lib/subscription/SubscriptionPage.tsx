import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SubscriptionList } from '@shop/contract';
import { useConfirmSubscriptionMutation, useUnsubscribeMutation } from '@shop/web/data-access-api';
import { useHydrating } from '@shop/web/startup';
import { belowNav } from '@shop/web/ui';
import { useState } from 'react';
import { SUBSCRIPTION_COPY } from './subscription-copy';

export type SubscriptionAction = 'confirm' | 'unsubscribe';

type Outcome = { ok: true; list?: SubscriptionList } | { ok: false; message: string };

/** The server's own sentence (expired, already used, not valid) without the status prefix of the error toast. */
function messageOf(error: unknown): string {
  const message = (error as { message?: string } | undefined)?.message ?? '';
  return message.replace(/^\d{3}:\s*/, '') || SUBSCRIPTION_COPY.noToken;
}

/**
 * What a link in subscription mail opens. Mail scanners fetch links before people do, so opening
 * the page changes nothing: the button POSTs the link's token, and the page says what happened.
 */
export function SubscriptionPage({ action, token }: { action: SubscriptionAction; token: string | null }) {
  const copy = SUBSCRIPTION_COPY[action];
  const [confirm, confirming] = useConfirmSubscriptionMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The prerendered page cannot know the link's token (it is in the query string): until the page
  // is live it says what a link with one says, with the button disabled, so hydration matches.
  const hydrating = useHydrating();
  const busy = confirming.isLoading || unsubscribing.isLoading;

  const onClick = async () => {
    if (!token) return;
    const result = action === 'confirm' ? await confirm({ token }) : await unsubscribe({ token });
    if (result.error) setOutcome({ ok: false, message: messageOf(result.error) });
    else setOutcome({ ok: true, list: 'list' in result.data ? result.data.list : undefined });
  };

  return (
    <Box component="section" aria-labelledby="subscription-title" sx={{ pt: belowNav('48px'), pb: 10, minHeight: '60vh' }}>
      <Container maxWidth="sm">
        <Typography id="subscription-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.dark', mb: 2 }}>
          {outcome?.ok ? copy.done : outcome ? SUBSCRIPTION_COPY.failed : copy.title}
        </Typography>
        <Typography role="status" sx={{ fontSize: '1.1rem', lineHeight: 1.7, mb: 4 }}>
          {outcome?.ok
            ? copy.doneText(outcome.list ?? 'drop')
            : outcome
              ? outcome.message
              : token || hydrating
                ? copy.text
                : SUBSCRIPTION_COPY.noToken}
        </Typography>
        {outcome ? (
          <Button href="/" variant="outlined" size="large">
            {SUBSCRIPTION_COPY.home}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={onClick} disabled={!token || busy || hydrating} sx={{ minHeight: 52 }}>
            {busy ? copy.pending : copy.button}
          </Button>
        )}
      </Container>
    </Box>
  );
}
