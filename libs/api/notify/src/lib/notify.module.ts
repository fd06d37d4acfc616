import { Module } from '@nestjs/common';
import { NotifyController } from './notify.controller';
import { NotifyService } from './notify.service';
import { SubscribersRepository } from './subscribers.repository';

@Module({ controllers: [NotifyController], providers: [NotifyService, SubscribersRepository] })
export class NotifyModule {}
