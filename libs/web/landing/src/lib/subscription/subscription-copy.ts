import type { SubscriptionList } from '@shop/contract';

/** The words of the pages subscription mail links to. */
export const SUBSCRIPTION_COPY = {
  confirm: {
    title: 'Confirm your sign-up',
    text: 'One click and you are on the list. Nothing is confirmed until you press the button.',
    button: 'Confirm my sign-up',
    pending: 'Confirming...',
    done: 'You are on the list',
    doneText: (list: SubscriptionList) =>
      list === 'drop'
        ? 'We will tell you the moment the next drop goes live.'
        : 'Welcome to the newsletter: never more than a couple of emails a month.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'Press the button and you will get no more of these emails.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    done: 'You are unsubscribed',
    doneText: () => 'You will get no more of these emails. Changed your mind? Sign up again on our home page.',
  },
  noToken: 'This link is incomplete: open it again from the email, or copy the whole address.',
  failed: 'That did not work',
  home: 'Back to the shop',
} as const;
