import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG } from './app-config';
import type { AppConfig } from './load-config';

/** Makes the already-validated configuration injectable as APP_CONFIG. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
