// For tests only (the API's HTTP tests and the fault tests): a real SMTP server to send to.
export * from './testing/smtp-catcher';
