import DemoCommand

DemoCommand.run(.emptyWindow)
