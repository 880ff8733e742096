import DemoCommand

DemoCommand.run("characters")
