import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactService } from './contact.service';

@Module({ controllers: [ContactController], providers: [ContactService, ContactMessagesRepository] })
export class ContactModule {}
