from hafiz.moderation.management.learner_command import LearnerStatusCommand
from hafiz.moderation.services import learners_deactivate


class Command(LearnerStatusCommand):
    help = "Take a learner off the site: signed out, off boards, search and follow lists (undo: learner_reactivate)."
    change = staticmethod(learners_deactivate)
    done = "deactivated"
