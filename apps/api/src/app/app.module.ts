import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule, type AppConfig } from '@shop/api/config';
import { ContactModule } from '@shop/api/contact';
import { DatabaseModule } from '@shop/api/database';
import { DropsModule } from '@shop/api/drops';
import { HealthModule } from '@shop/api/health';
import { ApiExceptionFilter } from '@shop/api/http';
import { NotifyModule } from '@shop/api/notify';
import { OrdersModule } from '@shop/api/orders';
import { PrivacyModule } from '@shop/api/privacy';
import { SecurityModule } from '@shop/api/security';
import { loggingModule } from './logging';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(config),
        DatabaseModule,
        SecurityModule,
        HealthModule,
        NotifyModule,
        ContactModule,
        OrdersModule,
        DropsModule,
        PrivacyModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
