import DemoCommand

DemoCommand.run("empty-window")
