import { Module } from '@nestjs/common';
import { PatientsModule } from '@dental/patients';
import { ConsentFormTemplateController } from './consent-form-templates/consent-form-template.controller.js';
import { ConsentFormTemplateService } from './consent-form-templates/consent-form-template.service.js';
import { ConsentFormController } from './consent-form.controller.js';
import { ConsentFormService } from './consent-form.service.js';
import { ConsentRequirement } from './consent-requirement.js';

/**
 * Consent forms (issue 29), part of the dental card: the company's templates, each patient's
 * forms signed on a tablet, and the rule the treat path asks (ConsentRequirement).
 */
@Module({
  imports: [PatientsModule],
  controllers: [ConsentFormTemplateController, ConsentFormController],
  providers: [ConsentFormTemplateService, ConsentFormService, ConsentRequirement],
  exports: [ConsentRequirement],
})
export class ConsentFormsModule {}
