import { Injectable } from '@nestjs/common';

/** Whether the process is shutting down: readiness turns red first, so a load balancer stops sending traffic. */
@Injectable()
export class LifecycleService {
  private isDraining = false;

  get draining(): boolean {
    return this.isDraining;
  }

  startDraining(): void {
    this.isDraining = true;
  }
}
