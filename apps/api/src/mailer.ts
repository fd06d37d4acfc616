// npm run mailer (node dist/api/apps/api/src/mailer.js in the image): sends the outbox in a process of its own, for operators who run the API
// processes with MAIL_SENDER=off. Same configuration as the server (.env is read as by npm start),
// same sender as the in-process one (libs/api/mail). Stops cleanly on SIGTERM or Ctrl+C, after the
// batch in flight. On the embedded database (no DATABASE_URL) only one process can open the data
// directory, so there the API's in-process sender is the one to use. It loads the features whose
// mail is queued as parameters and rendered when sent (SubscriptionMailModule), as the API does.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, ConfigError, ConfigModule, loadConfig } from '@shop/api/config';
import { DatabaseModule, DataDirInUseError } from '@shop/api/database';
import { MailerService, MailModule } from '@shop/api/mail';
import { SubscriptionMailModule } from '@shop/api/notify';
import { Logger } from 'nestjs-pino';
import { loggingModule, useLogLevel } from './app/logging';

function mailerModule(config: AppConfig) {
  @Module({ imports: [ConfigModule.forRoot(config), loggingModule(config), DatabaseModule, MailModule, SubscriptionMailModule] })
  class MailerProcessModule {}
  return MailerProcessModule;
}

async function main(): Promise<void> {
  // The mailer serves no pages: it needs no storefront build, whatever WEB_DIR says.
  const config = loadConfig({ ...process.env, WEB_DIR: 'none' });
  const app = await NestFactory.createApplicationContext(mailerModule(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  useLogLevel(config);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  app.get(MailerService).start();
}

const EXPECTED_FAILURES = [ConfigError, DataDirInUseError];

main().catch((error: unknown) => {
  console.error(EXPECTED_FAILURES.some((type) => error instanceof type) ? (error as Error).message : error);
  process.exit(1);
});
