import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { DROP_NAME } from './drops.dto';

/** A drop's name in a path: letters, digits, dots, dashes or underscores, at most 90. */
@Injectable()
export class DropNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!DROP_NAME.test(value)) throw new BadRequestException('A drop name is 1 to 90 letters, digits, dots, dashes or underscores');
    return value;
  }
}
