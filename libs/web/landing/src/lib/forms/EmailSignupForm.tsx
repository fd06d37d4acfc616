import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LIMITS, type SubscriptionList } from '@shop/contract';
import { useSubscribeMutation } from '@shop/web/data-access-api';
import { splitToast, toastAdded } from '@shop/web/shell';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { FormField } from './FormField';
import { SCRIPTED_FORM } from '@shop/web/startup';

export interface EmailSignupCopy {
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  pending: string;
  successToast: string;
}

export interface EmailSignupFormProps {
  /** Distinguishes the two sign-up forms' field ids on one page. */
  id: string;
  copy: EmailSignupCopy;
  /** The newsletter band's caramel button, or the default cocoa one. */
  tone?: 'default' | 'inverse';
  /** Which list the form joins; left out of the request for the drop list, the API's default. */
  list?: SubscriptionList;
}

/**
 * The notify and newsletter forms: both POST /api/notify {email} (spec §7), the newsletter with
 * `list: 'newsletter'` so the API can tell the two lists apart. The browser checks the
 * email (required, type=email), so an empty submit does nothing. The field clears on success and
 * is kept on failure, where the API middleware shows the error toast.
 */
export function EmailSignupForm({ id, copy, tone = 'default', list }: EmailSignupFormProps) {
  const dispatch = useDispatch();
  const [subscribe, { isLoading }] = useSubscribeMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email')).trim();
    const result = await subscribe(list ? { email, list } : { email });
    if (result.error) return;
    form.reset();
    dispatch(toastAdded(splitToast(copy.successToast)));
  };

  const inverse = tone === 'inverse';
  return (
    <Box
      component="form"
      {...SCRIPTED_FORM}
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'flex-end' },
        gap: 1.5,
        width: '100%',
        maxWidth: 520,
      }}
    >
      <FormField
        id={`${id}-email`}
        type="email"
        name="email"
        label={copy.emailLabel}
        placeholder={copy.emailPlaceholder}
        autoComplete="email"
        required
        maxLength={LIMITS.emailMaxLength}
      />
      <Button
        type="submit"
        variant="contained"
        color={inverse ? 'secondary' : 'primary'}
        size="large"
        disabled={isLoading}
        sx={{ flexShrink: 0, minWidth: 150, minHeight: 52 }}
      >
        {isLoading ? copy.pending : copy.submit}
      </Button>
    </Box>
  );
}
