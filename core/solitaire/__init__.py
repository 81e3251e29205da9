"""The Gathering Storm's solitaire game against the robot."""
