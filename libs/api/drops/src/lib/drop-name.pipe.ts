import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { DROP_NAME } from './drops.dto';

/**
 * A drop's name in a path: letters, digits, dots, dashes or underscores, at most 90, without regard
 * to letter case (`Dec-Drop` and `dec-drop` are one drop, stored in lower case, as campaign names
 * are: the drop's announcement is the campaign `drop-<name>`).
 */
@Injectable()
export class DropNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!DROP_NAME.test(value)) throw new BadRequestException('A drop name is 1 to 90 letters, digits, dots, dashes or underscores');
    return value.toLowerCase();
  }
}
