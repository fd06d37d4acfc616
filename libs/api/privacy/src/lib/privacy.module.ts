import { Module } from '@nestjs/common';
import { AdminTokenGuard } from '@shop/api/security';
import { ErasuresController } from './erasures.controller';
import { ErasuresService } from './erasures.service';
import { PersonalDataRepository } from './personal-data.repository';

@Module({
  controllers: [ErasuresController],
  providers: [ErasuresService, PersonalDataRepository, AdminTokenGuard],
})
export class PrivacyModule {}
