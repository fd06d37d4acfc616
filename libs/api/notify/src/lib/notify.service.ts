import { Injectable } from '@nestjs/common';
import type { NotifyResponse } from '@shop/contract';
import type { SubscribeDto } from './notify.dto';
import { SubscribersRepository } from './subscribers.repository';

@Injectable()
export class NotifyService {
  constructor(private readonly subscribers: SubscribersRepository) {}

  /**
   * One row per address, whatever its letter case. A repeat sign-up answers exactly like the
   * first, so the endpoint cannot be used to learn who subscribed.
   */
  async subscribe({ email }: SubscribeDto): Promise<NotifyResponse> {
    await this.subscribers.add(email.toLowerCase());
    return { subscribed: true };
  }
}
