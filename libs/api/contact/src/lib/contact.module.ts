import { Module } from '@nestjs/common';
import { MailModule } from '@shop/api/mail';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({ imports: [MailModule], controllers: [ContactController], providers: [ContactService] })
export class ContactModule {}
