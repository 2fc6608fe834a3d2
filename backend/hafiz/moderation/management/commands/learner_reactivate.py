from hafiz.moderation.management.learner_command import LearnerStatusCommand
from hafiz.moderation.services import learners_reactivate


class Command(LearnerStatusCommand):
    help = "Bring a deactivated learner back: on the boards with their xp recounted, in search and follow lists."
    change = staticmethod(learners_reactivate)
    done = "reactivated"
