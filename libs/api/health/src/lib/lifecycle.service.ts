import { Injectable } from '@nestjs/common';

/** Whether the process is shutting down: readiness turns red first, so a load balancer stops sending traffic. */
@Injectable()
export class LifecycleService {
  /** Set once, on SIGTERM or SIGINT (main.ts). */
  draining = false;
}
