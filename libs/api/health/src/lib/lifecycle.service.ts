import { Injectable } from '@nestjs/common';

/** Whether the process is shutting down: readiness turns red first, so a load balancer stops sending traffic. */
@Injectable()
export class LifecycleService {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
