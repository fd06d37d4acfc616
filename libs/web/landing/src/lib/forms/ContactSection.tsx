import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@shop/contract';
import { CONTACT_COPY } from '../copy';
import { useSendContactMessageMutation } from '@shop/web/data-access-api';
import { splitToast, toastAdded } from '@shop/web/shell';
import { SCRIPTED_FORM } from '@shop/web/startup';
import { SectionHeader } from '@shop/web/ui';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { FormField } from './FormField';

/** The contact form (spec §2, §7): name, email and a six-row message, all required by the browser. */
export function ContactSection() {
  const dispatch = useDispatch();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const field = (name: 'name' | 'email' | 'message') => ({ id: `contact-${name}`, name, required: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name)).trim();
    const result = await send({ name: text('name'), email: text('email'), message: text('message') });
    if (result.error) return;
    form.reset();
    dispatch(toastAdded(splitToast(CONTACT_COPY.successToast)));
  };

  return (
    <Box component="section" id="contact" aria-labelledby="contact-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' } }}>
        <Box>
          <SectionHeader
            id="contact-heading"
            eyebrow={CONTACT_COPY.eyebrow}
            heading={CONTACT_COPY.heading}
            text={CONTACT_COPY.text}
            align="left"
          />
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
            {CONTACT_COPY.details.map((detail) => (
              <Box key={detail.label}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {detail.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                  {detail.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          component="form"
          {...SCRIPTED_FORM}
          onSubmit={onSubmit}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2.5,
            p: { xs: 3, md: 4 },
            bgcolor: 'background.paper',
            borderRadius: 3,
            boxShadow: 1,
          }}
        >
          <FormField {...field('name')} label={CONTACT_COPY.nameLabel} autoComplete="name" maxLength={LIMITS.nameMaxLength} />
          <FormField
            {...field('email')}
            type="email"
            label={CONTACT_COPY.emailLabel}
            autoComplete="email"
            maxLength={LIMITS.emailMaxLength}
          />
          <FormField
            {...field('message')}
            label={CONTACT_COPY.messageLabel}
            placeholder={CONTACT_COPY.messagePlaceholder}
            rows={CONTACT_COPY.messageRows}
            maxLength={LIMITS.messageMaxLength}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 180 }}
          >
            {isLoading ? CONTACT_COPY.pending : CONTACT_COPY.submit}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {CONTACT_COPY.replyPromise}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
